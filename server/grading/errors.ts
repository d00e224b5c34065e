// Failures of the grading engine itself, as opposed to a student's SQL that fails: callers never store these as a
// student's 0.

/** The engine could not grade (lost connection, broken scene database, its own timeout) even after a retry. */
export class GradingUnavailable extends Error {}

/** Too many runs waiting (for this user, or on the whole platform): the caller answers "评测繁忙". */
export class GradingBusy extends Error {}
