/** Interests, communication preferences and 'Find an OT' (issue 16). */
export { FindAnOtForm } from './components/FindAnOtForm';
export { FindAnOtSearch } from './components/FindAnOtSearch';
export { SegmentChoices } from './components/SegmentChoices';
