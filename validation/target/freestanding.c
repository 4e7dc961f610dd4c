/*
 * check-name: -ffreestanding: __STDC_HOSTED__ is 0
 * check-command: sparse -ffreestanding -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __STDC_HOSTED__ 0$
 */
