// The CLI speaks only to TracerPipeline; these are the library types it shows to users.
@_exported import struct TracerMedia.MediaInfo
@_exported import struct TracerMedia.TimeBase
@_exported import struct TracerVision.TracerPath
