#pragma once
// Reading a file that may be gzip-compressed. The repository keeps a finished run's results compressed
// (docs/: NAME.json.gz), and every reader of results files and PGNs reads either form: zlib passes a file
// without the gzip header through unchanged, so callers need not look at the name.
#include <cstddef>
#include <streambuf>
#include <stdexcept>
#include <string>
#include <vector>

namespace gambit::elo {

class GzipFileError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;  // "path: what is wrong"
};

// The whole (decompressed) content of `path`. Throws GzipFileError("PATH: cannot open: ..." or
// "PATH: corrupt or truncated gzip data: ...").
std::string read_maybe_gzipped(const std::string& path);

// A file read chunk by chunk, decompressed on the way when it is gzip-compressed (large PGNs).
class MaybeGzippedReader {
  public:
    explicit MaybeGzippedReader(const std::string& path);  // throws GzipFileError
    ~MaybeGzippedReader();
    MaybeGzippedReader(const MaybeGzippedReader&) = delete;
    MaybeGzippedReader& operator=(const MaybeGzippedReader&) = delete;

    // Up to `size` bytes into `buffer`; 0 at the end of the file. Throws GzipFileError on a read error.
    std::size_t read(char* buffer, std::size_t size);

  private:
    std::string path_;
    void* file_ = nullptr;  // gzFile, kept out of the header so that users need not include zlib.h
};

// The same file as a stream buffer, for readers of std::istream (the PGN reader). Read errors are thrown as
// GzipFileError out of the reading call, not turned into a stream state.
class MaybeGzippedStreambuf : public std::streambuf {
  public:
    explicit MaybeGzippedStreambuf(const std::string& path);  // throws GzipFileError
    double bytes_read() const { return bytes_; }               // decompressed bytes handed out so far

  protected:
    int_type underflow() override;

  private:
    MaybeGzippedReader reader_;
    std::vector<char> buffer_;
    double bytes_ = 0;
};

// Whether `path` names a results file kept compressed or not: NAME.json or NAME.json.gz.
bool is_json_or_json_gz(const std::string& path);

}  // namespace gambit::elo
