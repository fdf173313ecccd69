export { PortalPage } from './InfoPages.tsx';
export { MandatesPage } from './MandatesPage.tsx';
export { MyAccountPage } from './MyAccountPage.tsx';
export { OnboardingLayout } from './OnboardingLayout.tsx';
export { PreviewPage } from './PreviewPage.tsx';
export { RegularisePage } from './RegularisePage.tsx';
export { SignaturePage } from './SignaturePage.tsx';
