import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or first data arrives. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-busy="true">
      <Loader type="dots" />
    </Center>
  );
}
