import { configure } from '@testing-library/react';

// Screens load as lazy chunks; on a busy CI machine (the API suite runs alongside) the first import of a chunk can
// take longer than Testing Library's default 1 s wait. Waiting longer changes no assertion, only patience.
configure({ asyncUtilTimeout: 5000 });
