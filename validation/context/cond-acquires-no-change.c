/* __cond_acquires: a negative 'out' counts as 0, the call changes nothing */
extern int lk;
extern _Bool dec_and_lock(int *r) __attribute__((context(lk, 0, -1)));
extern void free_user(int *up) __attribute__((context(lk, 1, 0)));

void free_uid(int *up)
{
	if (!up)
		return;

	if (dec_and_lock(up))
		free_user(up);
}
/*
 * check-name: a negative out of a context attribute counts as 0
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/cond-acquires-no-change.c:12:17: warning: context imbalance in 'free_uid' - unexpected unlock
 * check-error-end
 */
