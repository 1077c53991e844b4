// How long links stay valid and data is kept: one place for the server, the mails and the pages that state it.

/** How long a confirmation link (sign-up or vote) stays valid. */
export const CONFIRM_LINK_HOURS = 72
/** Unconfirmed sign-ups are deleted this many days after they were made (the mail says so). */
export const UNCONFIRMED_RETENTION_DAYS = 7
/** Pending hearts and unconfirmed voter addresses are deleted this many days after they were made. */
export const PENDING_VOTE_RETENTION_DAYS = 7
/** The audit data of each vote (salted network and browser hashes) is deleted this many days after the final. */
export const VOTE_AUDIT_DAYS_AFTER_FINAL = 30
