// The engine's JavaScript build (copied here by package.sh): the functions the visual uses.
export function openSession(request: string): number;
export function closeSession(handle: number): void;
export function openDashboard(session: number, request: string): number;
export function dashboardDocument(handle: number): string;
export function dashboardEvaluation(handle: number): string;
export function dashboardViews(handle: number, ids: string): string;
export function dispatchDashboard(handle: number, event: string): string;
export function closeDashboard(handle: number): void;
