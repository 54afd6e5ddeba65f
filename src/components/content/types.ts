// The shape of page copy in locales/*/<page>.json (docs/content-format.md).
export type CopyLink = { route?: string; external?: string; label: string };
export type CopyStep = { title: string; body?: string; links?: CopyLink[] };
export type CopySection = {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  steps?: CopyStep[];
  links?: CopyLink[];
};
