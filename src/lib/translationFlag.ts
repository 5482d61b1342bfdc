/**
 * The front matter flag plugins/front-matter/index.ts sets on a translated doc whose
 * English source changed after the translation was stamped. It lives apart from
 * the hashing (plugins/front-matter/translationStamp.ts) because the browser reads it.
 */
export const TRANSLATION_OUTDATED_KEY = 'translation_outdated';

export function isTranslationMarkedOutdated(frontMatter: object): boolean {
  return (frontMatter as Record<string, unknown>)[TRANSLATION_OUTDATED_KEY] === true;
}
