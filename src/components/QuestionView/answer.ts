// The answer helpers live in contract/ so the server counts answered questions by the same rules as the pages.
export * from '@contract/answer';
