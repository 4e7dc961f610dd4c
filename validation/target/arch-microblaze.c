/*
 * check-name: --arch=microblaze
 * check-command: sparse --arch=microblaze -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __microblaze__ 1$
 * check-output-contains: ^#define __MICROBLAZEEB__ 1$
 * check-output-contains: ^#define __BIG_ENDIAN__ 1$
 */
