// An establishment's contracts tab.
export { ContractsTab } from './components/ContractsTab.tsx';
