/** The home feature's surface: what pages and the app shell may import (issue 29 point 3). */
export { DashboardCard } from './components/DashboardCard';
export { ProfileCard } from './components/ProfileCard';
export { QuickLinks } from './components/QuickLinks';
