// Extends Jest's expect with DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...).
import '@testing-library/jest-dom';
