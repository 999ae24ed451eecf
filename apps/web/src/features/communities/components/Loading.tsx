/** A skeleton announced as loading (spec 01 §2: skeleton loaders while loading). */
import { Skeleton, type SkeletonProps } from 'antd';

/** antd Skeleton inside a status region (role="status", aria-busy). */
export function Loading(props: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading">
      <Skeleton active {...props} />
    </div>
  );
}
