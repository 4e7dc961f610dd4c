#ifndef IFDEF_GUARD_H
#define IFDEF_GUARD_H
int ifdef_guard;
#endif
#define AFTER_GUARD 1
