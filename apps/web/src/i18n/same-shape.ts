/**
 * A table of words with exactly the keys of another, each a string: the
 * Spanish table of a words file is typed by its English one, so the type
 * checker refuses a missing, misspelt or extra entry.
 */
export type SameShape<T> = {
  [K in keyof T]: T[K] extends string ? string : SameShape<T[K]>;
};
