// Position::status: the material/line rules plus HS-0.6 (no legal move loses).
#include "hasami/movegen.h"
#include "hasami/position.h"

namespace hensoku::hasami {

Status Position::status() const {
  Status st = material_status();
  if (st.kind == Status::Kind::Ongoing && count_moves(*this) == 0) {
    st.kind = Status::Kind::Win;
    st.winner = ~side_;
    st.reason = Status::Reason::NoLegalMove;
  }
  return st;
}

}  // namespace hensoku::hasami
