import { lazy, Suspense, type ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PhotosField as PhotosFieldType } from './PhotosField';

// The photos field (thumbnails, move and remove buttons) is not needed for the form's first paint: it loads beside
// it, so that editors with several photos stay within their route budget.
const PhotosField = lazy(() => import('./PhotosField').then((m) => ({ default: m.PhotosField }))) as unknown as <
  T extends FieldValues,
>(
  props: ComponentProps<typeof PhotosFieldType<T>>,
) => React.JSX.Element;

/** PhotosField, loaded on first use (nothing shows until it is there). */
export function LazyPhotosField<T extends FieldValues>(props: ComponentProps<typeof PhotosFieldType<T>>) {
  return (
    <Suspense fallback={null}>
      <PhotosField {...props} />
    </Suspense>
  );
}
