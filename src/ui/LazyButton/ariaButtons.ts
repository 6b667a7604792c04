/** react-aria's buttons alone, as a chunk of their own for LazyButton (the package's index would bring all of it). */
export { Button, ToggleButton } from 'react-aria-components';
