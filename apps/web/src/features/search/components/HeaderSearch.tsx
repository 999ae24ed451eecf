/**
 * Top-bar search (spec 01 §2 Global search: "search icon expands to an input"). Enter opens the
 * search page with the keyword (global search runs only with a non-empty keyword, spec 01 §5).
 * The results dropdown arrives with the search issue.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Search icon that expands to an input. */
export function HeaderSearch() {
  const [expanded, setExpanded] = useState(false);
  const [value, setValue] = useState('');
  const inputRef = useRef<InputRef>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  function submit() {
    const keyword = value.trim();
    if (!keyword) return;
    navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
    setExpanded(false);
    setValue('');
  }

  if (!expanded) {
    return (
      <Tooltip title="Search">
        <Button
          type="text"
          shape="circle"
          aria-label="Search"
          icon={<SearchOutlined style={{ fontSize: 18 }} />}
          onClick={() => setExpanded(true)}
        />
      </Tooltip>
    );
  }

  return (
    <Input
      ref={inputRef}
      aria-label="Search"
      placeholder="Search news, events, communities…"
      prefix={<SearchOutlined />}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onPressEnter={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setExpanded(false);
      }}
      onBlur={() => {
        if (!value.trim()) setExpanded(false);
      }}
      allowClear
      style={{ width: 280 }}
    />
  );
}
