static int a[4] = { [1] = 1, [1] = 2, [2] = 3, [2] = 4 };
/*
 * check-name: -Woverride-init-all turns it on
 * check-command: sparse -Woverride-init-all $file
 *
 * check-error-start
wflags/override-init-all.c:1:22: warning: Initializer entry defined twice
wflags/override-init-all.c:1:31:   also defined here
wflags/override-init-all.c:1:40: warning: Initializer entry defined twice
wflags/override-init-all.c:1:49:   also defined here
 * check-error-end
 */
