// zlib, for gzip-compressing the playground's files once at startup (Debian: zlib1g-dev).
#include <zlib.h>
