/**
 * The translations the auth pages read: their own texts, and `fields` for the message codes of the
 * domain schemas and the API problems (shown beside the fields). Both load with the page.
 */
export const AUTH_NAMESPACES = ['auth', 'fields'] as const;
