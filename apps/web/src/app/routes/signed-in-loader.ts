/**
 * The loader of the signed-in route table's chunk (app/signed-in-routes.tsx), shared by the router
 * and by the boot-time prefetch (app/first-screen.ts), so the chunk is fetched once.
 */
export const signedInRoutesLoader = () => import('../signed-in-routes');
