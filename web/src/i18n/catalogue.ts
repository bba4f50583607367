// How a catalogue is written: one file per area of the app in en/ and vi/, keys prefixed with the area
// ("reading.readTime"), values in ICU message syntax ("{count, plural, one {# reply} other {# replies}}").
// The English file of an area is the reference; its Vietnamese file must have exactly the same keys
// (checked by the compiler) and the same placeholders (checked by messages.test.ts).

/** The Vietnamese catalogue of an area: every key of its English one, no other. */
export type Translation<English> = { readonly [Key in keyof English]: string };
