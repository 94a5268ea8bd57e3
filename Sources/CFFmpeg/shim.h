#ifndef TRACER_CFFMPEG_SHIM_H
#define TRACER_CFFMPEG_SHIM_H

#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/imgutils.h>
#include <libavutil/display.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/error.h>
#include <libavutil/channel_layout.h>
#include <libswscale/swscale.h>

// Function-like or compound macros that Swift's importer cannot see.

static inline int tracer_averror_eof(void) { return AVERROR_EOF; }
static inline int tracer_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int tracer_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int tracer_averror_enoent(void) { return AVERROR(ENOENT); }
static inline int tracer_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }
static inline int tracer_averror_stream_not_found(void) { return AVERROR_STREAM_NOT_FOUND; }
static inline int tracer_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }
static inline int64_t tracer_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline AVRational tracer_time_base_q(void) { return AV_TIME_BASE_Q; }

#endif
