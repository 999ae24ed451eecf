/** The search feature's surface: what pages and the app shell may import (issue 29 point 3). */
export { HeaderSearch } from './components/HeaderSearch';
export { SearchResultsView } from './components/SearchResultsView';
