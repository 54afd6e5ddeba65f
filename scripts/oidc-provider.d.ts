// oidc-provider ships no type declarations; the stand-in provider (scripts/staff-demo-provider.ts) uses
// a handful of its calls, typed where it calls them.
declare module 'oidc-provider';
