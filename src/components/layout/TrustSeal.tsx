// The e-commerce trust seal (نماد اعتماد الکترونیکی): the provider's image and verification link,
// id and code from data/company.json. Fixed size and lazy, so it never shifts layout or delays the page.
import React from 'react';
import styled from 'styled-components';

export const TRUST_SEAL_ORIGIN = 'https://trustseal.enamad.ir';

type TrustSealProps = { id: string; code: string; alt: string; label: string };

export function TrustSeal({ id, code, alt, label }: TrustSealProps) {
  const query = `id=${encodeURIComponent(id)}&Code=${encodeURIComponent(code)}`;
  return (
    <SealLink href={`${TRUST_SEAL_ORIGIN}/?${query}`} target="_blank" rel="noopener" referrerPolicy="origin" aria-label={label}>
      <img src={`${TRUST_SEAL_ORIGIN}/logo.aspx?${query}`} alt={alt} width={96} height={104} loading="lazy" decoding="async" referrerPolicy="origin" />
    </SealLink>
  );
}

const SealLink = styled.a`
  display: inline-block;
  width: 96px;
  height: 104px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
  overflow: hidden;
  img {
    display: block;
    width: 96px;
    height: 104px;
  }
`;
