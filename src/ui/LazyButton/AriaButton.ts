/** react-aria's Button alone, as a chunk of its own for LazyButton (the package's index would bring all of it). */
export { Button as AriaButton } from 'react-aria-components';
