/**
 * Adds the interface strings of the calculators and diagrams to Docusaurus's
 * table of code translations, where `translate()` looks them up. They are kept
 * out of the script every page runs (config/componentStrings.ts); each
 * component that shows them imports this module first, so the strings are in
 * the table before its code runs, on the server as in the browser.
 */
import codeTranslations from '@generated/codeTranslations';
import componentStrings from '@oxbow/component-strings';

Object.assign(codeTranslations, componentStrings);
