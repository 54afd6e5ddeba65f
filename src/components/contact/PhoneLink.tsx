// A phone number as a tel: link, printed the local way in the page's digits (left to right).
import React from 'react';
import type { Language } from '../../lib/i18n-config';
import { formatPhone } from '../../lib/facts';

export function PhoneLink({ phone, language }: { phone: string; language: Language }) {
  return (
    <a href={`tel:${phone}`} dir="ltr">
      {formatPhone(phone, language, { isolate: false })}
    </a>
  );
}
