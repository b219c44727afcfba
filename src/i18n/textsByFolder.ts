/** `{'../resources/tutors/messages.ts': texts}` -> `{tutors: texts}`: a resource's texts are keyed by its folder, which is its name. */
export const textsByFolder = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([path, texts]) => [path.split('/').at(-2)!, texts]));
