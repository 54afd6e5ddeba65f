// The one registry of named backend services: every call the site makes is listed here by name.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ServiceDefinition = {
  method: HttpMethod;
  /** Path relative to the API base URL; may hold `{{name}}` placeholders filled from the call's params. */
  url: string;
  /** Sends `Authorization: Bearer <token cookie>` when true. */
  authenticated?: boolean;
};

export const SERVICES = {
  contactUs: { method: 'POST', url: 'api/Contact/ContactWithUs' },
  jobApplication: { method: 'POST', url: 'api/Contact/JobApplication' },
} as const satisfies Record<string, ServiceDefinition>;

export type ServiceName = keyof typeof SERVICES;

export type ServiceRegistry = Readonly<Record<string, ServiceDefinition>>;

/** Looks a service up by name; an unknown name is a programming error and throws before anything is sent. */
export function getService(name: string, registry: ServiceRegistry = SERVICES): ServiceDefinition {
  // hasOwnProperty guards against names such as "toString" or "__proto__" resolving to inherited members.
  if (!Object.prototype.hasOwnProperty.call(registry, name)) {
    throw new Error(`Service "${name}" was not found`);
  }
  return registry[name];
}
