// Extends Jest's expect with DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy* and waitFor wait for a condition and return as soon as it holds; their default limit of 1 s is
// a guess at the machine's speed. npm test runs Jest at a lower priority beside the build and the browser
// tests, and on a loaded 2-core machine a job form validating and encoding its résumé took longer than
// that, so a correct form failed. The limit is a hang detector, as Jest's testTimeout is (jest.config.js).
configure({ asyncUtilTimeout: 20000 });
