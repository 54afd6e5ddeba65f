// The contact form's subject from a link: only the allowlisted keys are read from the address.
import { contactSubjectHref, subjectFromQuery } from '../../src/forms/contact-subjects';

describe('contact subjects', () => {
  it.each([
    ['?subject=complaint', 'complaint'],
    ['?x=1&subject=complaint', 'complaint'],
    ['?subject=Complaint', null],
    ['?subject=<script>', null],
    ['?subject=', null],
    ['', null],
  ])('%j gives %j', (search, subject) => expect(subjectFromQuery(search)).toBe(subject));

  it('links to the form’s first field on the contact page of the language', () => {
    expect(contactSubjectHref('/en/contact-us/', 'complaint')).toBe('/en/contact-us/?subject=complaint#contact-fullName');
  });
});
