static int a[4] = { [0 ... 3] = 1, [2] = 5 };
/*
 * check-name: -Woverride-init-whole-range still lets a whole default be
 * check-command: sparse -Woverride-init-whole-range $file
 */
