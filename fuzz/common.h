// SPDX-License-Identifier: MIT
/*
 * common.h — what the libFuzzer harnesses of fuzz/ share (common.c).
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

/* The phases a harness runs on one input, @file holding its bytes. */
typedef void fuzz_phases(const uint8_t *data, size_t size, char *file);

/* Set the library up once, with sparse's options @options (NULL-ended). */
void fuzz_init(const char *const *options);

/* Run @phases on one input as on a fresh file; whatever happens, end it. */
void fuzz_one(const uint8_t *data, size_t size, fuzz_phases *phases);

#endif
