// What passages and writing tasks share: the library's search, the choice of
// a library item when no AI writes one, keyset pages and row fields.
export { chooseFromLibrary } from './library-choice.ts';
export { createLibrarySearch, type LibrarySearch } from './library-search.ts';
export { hiddenKeys, type Page, pagedList } from './paged-list.ts';
export { filename, iso, sourceOf } from './row-fields.ts';
