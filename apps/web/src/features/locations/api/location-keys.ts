/** TanStack Query keys of the venues feature. */
export const locationKeys = {
  all: ['locations'] as const,
  own: (q: string) => [...locationKeys.all, 'own', q] as const,
  public: (q: string) => [...locationKeys.all, 'public', q] as const,
  accessibilityOptions: (lang: string) => [...locationKeys.all, 'accessibility-options', lang] as const,
};
