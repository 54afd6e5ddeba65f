// The risk self-check on /risk-profile: the questions of data/suitability.json in three parts as radio
// groups (our forms' fields and error summary), scored in the browser by src/lib/risk-profile.ts. Nothing
// is sent and nothing is stored: the answers live in this component's state, so only in this tab. The
// result's button leaves a one-line summary (not the answers) for the contact form in this tab's
// sessionStorage and opens the form with the subject "Consultation".
import React, { useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import ErrorSummary, { type SummaryError } from '../../forms/fields/ErrorSummary';
import RadioGroup from '../../forms/fields/RadioGroup';
import { contactSubjectHref, MESSAGE_PREFILL_KEY } from '../../forms/contact-subjects';
import { localizeDigits } from '../../lib/digits';
import { localizePath, type Language } from '../../lib/i18n-config';
import { scoreRiskProfile, unanswered, type RiskAnswers, type RiskProfileData, type RiskResult } from '../../lib/risk-profile';
import { primaryButton } from '../../styles/mixins';
import { RiskResultView } from './RiskResultView';

export type RiskSelfCheckProps = {
  data: RiskProfileData;
  language: Language;
  /** How the page names the minimum amount and the recommended horizon ({{minimumCapital}}, {{horizon}} in the profiles' meanings). */
  minimumCapital: string;
  horizon: string;
  contactPath: string;
  keyInformationPath: string;
};

/** The radio group of a question: ids are `risk-<question id>` (the first radio carries it). */
const fieldId = (questionId: string) => `risk-${questionId}`;

export function RiskSelfCheck({ data, language, minimumCapital, horizon, contactPath, keyInformationPath }: RiskSelfCheckProps) {
  const { t } = useTranslation(['risk-profile', 'forms'], { lng: language });
  const { register, getValues } = useForm<Record<string, string>>({ shouldUnregister: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [result, setResult] = useState<RiskResult | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const questions = data.parts.flatMap((p) => p.questions);
  const numberOf = (id: string) => localizeDigits(questions.findIndex((q) => q.id === id) + 1, language);
  const questionText = (id: string) => questions.find((q) => q.id === id)?.text[language] ?? id;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = getValues();
    const answers: RiskAnswers = Object.fromEntries(
      questions.map((q) => [q.id, values[q.id] === undefined || values[q.id] === null ? undefined : Number(values[q.id])]),
    );
    const missing = unanswered(data, answers);
    if (missing.length) {
      const messages = Object.fromEntries(missing.map((id) => [id, t('required', { question: questionText(id) })]));
      setErrors(messages);
      setSummary(missing.map((id) => ({ targetId: fieldId(id), text: messages[id] })));
      setFailedSubmits((n) => n + 1);
      setResult(null);
      return;
    }
    setErrors({});
    setSummary([]);
    setResult(scoreRiskProfile(data, answers));
    // After the render that shows it: the result's heading takes focus, so a screen reader reads it next.
    window.requestAnimationFrame(() => resultRef.current?.focus());
  };

  const consult = (line: string) => {
    window.sessionStorage.setItem(MESSAGE_PREFILL_KEY, line);
    void navigate(contactSubjectHref(localizePath(contactPath, language), 'consultation'));
  };

  return (
    <Check>
      <div data-risk-intro="">
        <p>{t('privacy')}</p>
        <p>
          <strong>{t('indication')}</strong>
        </p>
      </div>
      <form id="risk-form" noValidate onSubmit={onSubmit} data-no-print={result ? '' : undefined}>
        <ErrorSummary id="risk-error-summary" title={t('forms:common.errorSummaryTitle')} errors={summary} focusSignal={failedSubmits} />
        {data.parts.map((part, i) => (
          <section key={part.id} aria-labelledby={`risk-part-${part.id}`} data-part={part.id}>
            <h2 id={`risk-part-${part.id}`}>
              <span className="part-of">{t('partOf', { number: localizeDigits(i + 1, language), total: localizeDigits(data.parts.length, language) })}</span>{' '}
              {part.title[language]}
            </h2>
            {part.questions.map((q) => (
              <RadioGroup
                key={q.id}
                id={fieldId(q.id)}
                label={t('questionLabel', { number: numberOf(q.id), question: q.text[language] })}
                registration={register(q.id)}
                options={q.options.map((o, index) => ({ value: String(index), label: o.text[language] }))}
                error={errors[q.id]}
              />
            ))}
          </section>
        ))}
        <SubmitButton type="submit">{t('submit')}</SubmitButton>
      </form>
      {result ? (
        <RiskResultView
          result={result}
          data={data}
          language={language}
          minimumCapital={minimumCapital}
          horizon={horizon}
          headingRef={resultRef}
          onConsult={consult}
          keyInformationPath={keyInformationPath}
        />
      ) : null}
    </Check>
  );
}

const Check = styled.div`
  section {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
  .part-of {
    display: block;
    font-size: ${({ theme }) => theme.font.size.base};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const SubmitButton = styled.button`
  ${primaryButton}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
