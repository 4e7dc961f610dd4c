static void f(struct position pos)
{
	warning(pos, "a new warning that no table lists");
	warning(pos, "Using plain integer as NULL pointer");
	warning(pos, "two literals "
		"joined, %s", "unlisted");
}
/*
 * check-name: scripts/check-warning-flags fails on a warning without a flag
 * check-command: ../scripts/check-warning-flags $file
 * check-exit-value: 1
 *
 * check-output-start
diagnostics/warning-flags-missing.c:3: warning format "a new warning that no table lists" has no entry in diagnostic-flags.def
diagnostics/warning-flags-missing.c:5: warning format "two literals joined, %s" has no entry in diagnostic-flags.def
 * check-output-end
 */
