/*
 * check-name: gcc options that do not concern checking are ignored
 * check-command: sparse -Wall -Wextra -Werror -Wp,-MMD,foo.d -fno-strict-aliasing -fno-common -mno-sse -mcmodel=kernel -march=x86-64 -O2 -Os -g -pipe -fPIC -M -MD -MMD -MP -c -S -ffoo -Wno-bar -qq $file
 * check-exit-value: 0
 *
 */
