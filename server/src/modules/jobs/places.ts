// The gazetteer lives in lib so the resume parser (an engine) reads the same places as the search.
export * from "../../lib/places";
