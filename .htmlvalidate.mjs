/**
 * html-validate's checks of the built pages (tests/api/valid-html.test.ts): its recommended preset,
 * less the rules about how markup is written rather than what it means, and those the SPEC or the
 * platform contradicts. Each is off for the reason beside it.
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Style: React and Astro write void elements as <input/>, boolean attributes as required="",
    // some attributes in camelCase (autoComplete, srcSet: HTML names are case-insensitive), and
    // the form-post pages <!doctype html>; all are the same document.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    'doctype-style': 'off',
    // Style: an <input> without type is a text field by the standard.
    'no-implicit-input-type': 'off',
    // Style: a label that wraps its checkbox may still name it with for=.
    'no-redundant-for': 'off',
    // Typography, not markup: where a phone number may wrap is for the layout to say.
    'tel-non-breaking': 'off',
    // SPEC §2: a product page's title is the product's name plus the company's, however long.
    'long-title': 'off',
    // The platform: react-hot-toast (the toast area, SPEC §9) places its container with a style
    // attribute; our own markup is styled by classes.
    'no-inline-style': 'off',
    // The platform: React's useId makes ids such as "_r1_-name", valid HTML that the strict
    // default (a letter first) refuses; relaxed still refuses what HTML does (empty, spaces).
    'valid-id': ['error', { relaxed: true }],
    // SPEC §2: the category filter's checkboxes share the repeatable name "category".
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
  },
};
