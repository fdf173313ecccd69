export { MandatesPage, PortalPage } from './InfoPages.tsx';
export { MyAccountPage } from './MyAccountPage.tsx';
export { OnboardingLayout } from './OnboardingLayout.tsx';
