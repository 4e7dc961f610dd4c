#define __STDC__ 3
/*
 * check-name: -dM lists a redefined predefined macro at both places
 * check-command: sh -c "../sparse -dM -E $file | grep -n '__STDC__ '"
 * check-arch-only: x86_64
 *
 * check-output-start
5:#define __STDC__ 3
154:#define __STDC__ 3
 * check-output-end
 */
