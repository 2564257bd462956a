/**
 * jsdom's navigator asks for en-US: component tests run in a French browser, as the product's
 * users mostly do (tests of the detection give their own list). Imported before the catalogue,
 * whose init reads it.
 */
Object.defineProperty(window.navigator, "languages", { value: ["fr-FR", "fr"], configurable: true });
Object.defineProperty(window.navigator, "language", { value: "fr-FR", configurable: true });
